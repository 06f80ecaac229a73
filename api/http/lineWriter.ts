// Log lines gathered and written once per turn of the event loop: a busy server makes one write
// instead of one per request.

export function createLineWriter(stream: NodeJS.WritableStream): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    const text = pending.join('\n') + '\n';
    pending = [];
    stream.write(text);
  };
  return (line: string) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}
