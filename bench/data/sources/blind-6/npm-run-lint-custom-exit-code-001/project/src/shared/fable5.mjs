export function fmt5(x) {
  return `shared:fable5:${x}`;
}
