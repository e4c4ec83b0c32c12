// Build the search index of the documentation corpus.
import { corpus } from './corpus.js';
import { tokenize } from './tokenize.js';

const index = new Map();
// memo of tokenized pages, keyed by page id (pages are revisited by the link walk)
const tokenCache = new Map();

function tokensOf(page, revision) {
  const key = `${page.id}@${revision}`;
  if (!tokenCache.has(key)) tokenCache.set(key, tokenize(page.body));
  return tokenCache.get(key);
}

let revision = 0;
for (const page of corpus(400000)) {
  revision += 1;
  for (const tok of tokensOf(page, revision)) {
    let posting = index.get(tok);
    if (!posting) index.set(tok, (posting = []));
    if (posting.length < 8) posting.push(page.id);
  }
  if (page.id % 3 === 0) {
    console.log(`indexed ${page.id} pages (${index.size} terms)`);
  }
}
console.log(`done: ${index.size} terms`);
