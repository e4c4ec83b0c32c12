export function money_3(x) {
  return x * 15;
}
