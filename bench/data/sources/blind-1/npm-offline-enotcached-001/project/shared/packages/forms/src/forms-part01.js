export function forms_1(x) {
  return x * 9;
}
