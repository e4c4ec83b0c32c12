const WORDS = ['alpha', 'bravo', 'cursor', 'delta', 'event', 'field', 'graph',
  'handler', 'index', 'join', 'kernel', 'lambda', 'module', 'node', 'object'];
export function* corpus(n) {
  for (let id = 1; id <= n; id++) {
    const parts = [];
    for (let i = 0; i < 60; i++) parts.push(WORDS[(id * 7 + i * 3) % WORDS.length] + (i % 9));
    yield { id, body: parts.join(' ') };
  }
}
