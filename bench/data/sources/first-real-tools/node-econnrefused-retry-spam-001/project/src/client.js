import net from 'node:net';

export const UPSTREAM = { host: '127.0.0.1', port: 5499 };

export function connectOnce() {
  return new Promise((resolve, reject) => {
    const sock = net.connect(UPSTREAM);
    sock.once('connect', () => resolve(sock));
    sock.once('error', reject);
  });
}
