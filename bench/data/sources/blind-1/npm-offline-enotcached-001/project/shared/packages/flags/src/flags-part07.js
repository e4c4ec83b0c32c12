export function flags_7(x) {
  return x * 14;
}
