export function flags_9(x) {
  return x * 16;
}
