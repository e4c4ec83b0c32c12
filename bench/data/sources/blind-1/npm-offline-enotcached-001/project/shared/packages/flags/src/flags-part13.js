export function flags_13(x) {
  return x * 20;
}
