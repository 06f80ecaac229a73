// Requests Node refuses before Koa sees them (a request line or headers past its size limit, bytes that are
// not HTTP) are answered like every other refusal: a status and a JSON { error } a person can read.
import http from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request address or its headers are too long'],
  HPE_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A connection the client already dropped has nobody to answer.
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = ANSWERS[err.code ?? ''] ?? [400, 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
