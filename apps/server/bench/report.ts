import os from 'node:os';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** What the figure is compared with, measured in the same run. */
  reference: string;
  ratio: number | null;
  target: string;
  met: boolean | null;
  settings: string;
}

const format = (value: number, unit: string) =>
  unit === 'ms' ? `${value.toFixed(1)} ms` : `${Math.round(value).toLocaleString('en')}${unit}`;

/** Prints progress as it comes and the figures as a Markdown table at the end. */
export function report() {
  const figures: Figure[] = [];
  const started = Date.now();
  return {
    line(text: string): void {
      const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
      console.log(`[${seconds} s] ${text}`);
    },
    figure(figure: Figure): void {
      figures.push(figure);
      const ratio = figure.ratio === null ? '' : `, ratio ${figure.ratio.toFixed(2)}`;
      const met = figure.met === null ? '' : figure.met ? ' — target met' : ' — target MISSED';
      this.line(
        `FIGURE ${figure.name}: ${format(figure.value, figure.unit)} vs ${figure.reference}${ratio}; target ${figure.target}${met}`,
      );
    },
    summary(): string {
      const rows = figures.map((f) =>
        [
          f.name,
          format(f.value, f.unit),
          f.reference,
          f.ratio === null ? '—' : f.ratio.toFixed(2),
          f.target,
          f.met === null ? '—' : f.met ? 'yes' : 'no',
          f.settings,
        ].join(' | '),
      );
      return [
        `Run of ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ` +
          `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average at the end ` +
          os
            .loadavg()
            .map((v) => v.toFixed(2))
            .join(' '),
        '',
        '| figure | measured | reference (same run) | ratio | target | met? | settings |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...rows.map((row) => `| ${row} |`),
        '',
        `Total time ${((Date.now() - started) / 1000).toFixed(0)} s.`,
      ].join('\n');
    },
  };
}

export type Report = ReturnType<typeof report>;
