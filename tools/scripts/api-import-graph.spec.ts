// The import-graph script's rules, on a made-up source tree.
import { analyse, importSpecifiers, layerOf, moduleOf } from './api-import-graph';

const tree = (files: Record<string, string>) => new Map(Object.entries(files));

describe('api-import-graph', () => {
  it('reads every relative import form, with its line, and skips comments and packages', () => {
    const source = [
      "import { A } from '@nestjs/common';",
      'import {',
      '  B,',
      "} from './b';",
      "export * from '../c';",
      "// import { D } from './d';",
      "import './e';",
      "const f = require('./f');",
      "import type { G } from './g';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      { specifier: './b', line: 4 },
      { specifier: '../c', line: 5 },
      { specifier: './e', line: 7 },
      { specifier: './f', line: 8 },
      { specifier: './g', line: 9 },
    ]);
  });

  it('places folders in layers: plumbing, platform, features, composition roots', () => {
    expect([
      moduleOf('common/guards/roles.guard.ts'),
      moduleOf('main.ts'),
      moduleOf('database/seed/seed.module.ts'),
    ]).toEqual(['common', 'app', 'database/seed']);
    expect(['config', 'common', 'mail', 'trade', 'app'].map(layerOf)).toEqual([
      'foundation',
      'plumbing',
      'platform',
      'feature',
      'app',
    ]);
  });

  it('counts imports between modules and flags plumbing that imports a feature', () => {
    const graph = analyse(
      tree({
        'common/guards/roles.guard.ts': "import type { UserEntity } from '../../auth/entities/user.entity';",
        'auth/entities/user.entity.ts': "import { AppError } from '../../common/errors/app-error';",
        'common/errors/app-error.ts': '',
        'app.module.ts':
          "import { AuthModule } from './auth/auth.module';\nimport { x } from './auth/jwt.strategy';",
      }),
    );
    expect(graph.edges.get('auth')?.get('common')).toBe(1);
    expect(graph.violations).toEqual([
      expect.objectContaining({
        rule: 'layer',
        from: 'common/guards/roles.guard.ts',
        line: 1,
        to: 'auth/entities/user.entity.ts',
      }),
    ]);
  });

  it("lets a feature use another's services and entities, not its helpers", () => {
    const graph = analyse(
      tree({
        'support/dto/reply.dto.ts': "import { LongTextField } from '../../trade/dto/trade-fields';",
        'support/support.service.ts':
          "import { AuditService } from '../audit/audit.service';\nimport { UsersService } from '../auth/users.service';",
        'trade/dto/trade-fields.ts': '',
        'auth/users.service.ts': '',
        'audit/audit.service.ts': '',
      }),
    );
    expect(graph.violations.map((v) => [v.rule, v.from, v.to])).toEqual([
      ['private-file', 'support/dto/reply.dto.ts', 'trade/dto/trade-fields.ts'],
    ]);
  });
});
