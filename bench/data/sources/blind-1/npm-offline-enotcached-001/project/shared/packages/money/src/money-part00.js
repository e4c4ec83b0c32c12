export function money_0(x) {
  return x * 12;
}
