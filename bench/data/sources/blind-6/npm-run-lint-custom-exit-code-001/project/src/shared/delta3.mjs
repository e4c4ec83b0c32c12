export function fmt3(x) {
  return `shared:delta3:${x}`;
}
