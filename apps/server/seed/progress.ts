const clock = (seconds: number) => {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

/** The text of one progress line: bar, done/total, percent, rate and ETA. */
export function progressLine(done: number, total: number, elapsedMs: number, width = 30): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * width);
  const rate = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
  const eta = rate > 0 ? (total - done) / rate : Infinity;
  return (
    `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ` +
    `${(ratio * 100).toFixed(1)}%  ${Math.round(rate)} rows/s  ETA ${clock(eta)}`
  );
}

/** A progress bar redrawn in place on stderr with \r. */
export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  return {
    update(done: number) {
      stream.write(`\r${progressLine(done, total, Date.now() - started)}`);
    },
    finish() {
      stream.write('\n');
      return Date.now() - started;
    },
  };
}

export const formatElapsed = (ms: number) => `${(ms / 1000).toFixed(1)} s (${clock(ms / 1000)})`;

/** Reports a large load's index building, after its rows' progress line: one line per index. */
export function indexProgress(stream: NodeJS.WriteStream = process.stderr) {
  return (built: number, total: number) => {
    const line = built < total ? `building index ${built + 1} of ${total}...` : 'indexes built';
    stream.write(`${built === 0 ? '\n' : ''}${line}\n`);
  };
}
