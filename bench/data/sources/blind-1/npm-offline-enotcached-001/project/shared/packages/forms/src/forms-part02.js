export function forms_2(x) {
  return x * 10;
}
