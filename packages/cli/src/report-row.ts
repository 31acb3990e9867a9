/** Where a report is printed: the terminal, or a test's buffer. */
export type Write = (text: string) => void;

/** One aligned line of a report: every report of the CLI lines its values up at the same column. */
export const row = (label: string, value: string) => `  ${label.padEnd(24)}${value}\n`;
