export function fmt81(x) {
  return `shared:delta81:${x}`;
}
