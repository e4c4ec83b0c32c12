export function money_6(x) {
  return x * 18;
}
