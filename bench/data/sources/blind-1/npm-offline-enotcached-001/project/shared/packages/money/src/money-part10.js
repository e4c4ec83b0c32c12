export function money_10(x) {
  return x * 22;
}
