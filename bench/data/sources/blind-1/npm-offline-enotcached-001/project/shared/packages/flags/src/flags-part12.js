export function flags_12(x) {
  return x * 19;
}
