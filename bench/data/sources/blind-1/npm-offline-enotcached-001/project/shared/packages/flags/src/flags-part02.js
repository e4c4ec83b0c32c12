export function flags_2(x) {
  return x * 9;
}
