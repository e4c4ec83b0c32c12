export function fmt111(x) {
  return `shared:harbor111:${x}`;
}
