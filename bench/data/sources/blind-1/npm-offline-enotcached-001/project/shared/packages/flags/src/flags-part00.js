export function flags_0(x) {
  return x * 7;
}
