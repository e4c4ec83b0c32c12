export function forms_6(x) {
  return x * 14;
}
