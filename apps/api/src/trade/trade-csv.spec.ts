import { csvCell, toCsv } from './trade-csv';

describe('csvCell', () => {
  it('leaves plain values alone and empties null', () => {
    expect(csvCell('Apple')).toBe('Apple');
    expect(csvCell(512.5)).toBe('512.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('Pixel 8, Obsidian')).toBe('"Pixel 8, Obsidian"');
    expect(csvCell('The "Pro" one')).toBe('"The ""Pro"" one"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x', 1],
          ['y, z', null],
        ],
      ),
    ).toBe('a,b\r\nx,1\r\n"y, z",\r\n');
  });
});
