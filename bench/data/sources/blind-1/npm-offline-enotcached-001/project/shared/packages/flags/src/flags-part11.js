export function flags_11(x) {
  return x * 18;
}
