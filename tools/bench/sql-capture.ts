// A TCP proxy in front of PostgreSQL that records the statements its clients execute, so the bench
// can time exactly what the API runs for a request (text and parameter values) instead of a copy
// of its SQL. It reads the frontend protocol (Query; Parse/Bind/Execute) and forwards every byte
// unchanged. Only for a benchmark's own API process: it adds a hop, so nothing measured under load
// may run through it.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface CapturedStatement {
  text: string;
  /** As the client sent them: text-format values as strings, binary ones as bytes, NULL as null. */
  values: Array<string | Buffer | null>;
}

export interface SqlCapture {
  /** A connection string for the same database, through the proxy. */
  url: string;
  /** Records what runs while `during` runs; statements finishing later are not included. */
  record(during: () => Promise<unknown>): Promise<CapturedStatement[]>;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** Reads one client's message stream and reports each statement it executes. */
export class FrontendReader {
  private buffer = Buffer.alloc(0);
  private started = false;
  private readonly parsed = new Map<string, string>();
  private readonly bound = new Map<string, CapturedStatement>();

  constructor(private readonly onStatement: (statement: CapturedStatement) => void) {}

  push(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (!this.started) {
        // Startup (and SSL/GSS negotiation) messages carry no type byte.
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) this.started = true;
        this.buffer = this.buffer.subarray(length);
        continue;
      }
      if (this.buffer.length < 5) return;
      const end = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < end) return;
      this.message(String.fromCharCode(this.buffer[0]), this.buffer.subarray(5, end));
      this.buffer = this.buffer.subarray(end);
    }
  }

  private message(type: string, body: Buffer): void {
    const reader = new BodyReader(body);
    if (type === 'Q') {
      const text = reader.cstring();
      if (text.trim()) this.onStatement({ text, values: [] });
    } else if (type === 'P') {
      const name = reader.cstring();
      this.parsed.set(name, reader.cstring());
    } else if (type === 'B') {
      const portal = reader.cstring();
      const text = this.parsed.get(reader.cstring()) ?? '';
      const formats = Array.from({ length: reader.int16() }, () => reader.int16());
      const values = Array.from({ length: reader.int16() }, (_, i) => {
        const length = reader.int32();
        if (length < 0) return null;
        const bytes = reader.bytes(length);
        const binary = (formats.length === 1 ? formats[0] : (formats[i] ?? 0)) === 1;
        return binary ? Buffer.from(bytes) : bytes.toString('utf8');
      });
      this.bound.set(portal, { text, values });
    } else if (type === 'E') {
      const statement = this.bound.get(reader.cstring());
      if (statement) this.onStatement(statement);
    }
  }
}

class BodyReader {
  private at = 0;
  constructor(private readonly body: Buffer) {}

  cstring(): string {
    const end = this.body.indexOf(0, this.at);
    const text = this.body.toString('utf8', this.at, end);
    this.at = end + 1;
    return text;
  }
  int16(): number {
    this.at += 2;
    return this.body.readInt16BE(this.at - 2);
  }
  int32(): number {
    this.at += 4;
    return this.body.readInt32BE(this.at - 4);
  }
  bytes(length: number): Buffer {
    this.at += length;
    return this.body.subarray(this.at - length, this.at);
  }
}

/** Starts the proxy for `databaseUrl`'s server on a free local port. */
export async function startSqlCapture(databaseUrl: string): Promise<SqlCapture> {
  const target = new URL(databaseUrl);
  const upstreamPort = Number(target.port || 5432);
  const upstreamHost = target.hostname || '127.0.0.1';
  let recording: CapturedStatement[] | null = null;
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: upstreamHost, port: upstreamPort });
    const reader = new FrontendReader((statement) => recording?.push(statement));
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      reader.push(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    async record(during) {
      const statements: CapturedStatement[] = [];
      recording = statements;
      try {
        await during();
      } finally {
        recording = null;
      }
      return statements;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
