export function flags_10(x) {
  return x * 17;
}
