export function flags_6(x) {
  return x * 13;
}
