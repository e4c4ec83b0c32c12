export function flags_4(x) {
  return x * 11;
}
