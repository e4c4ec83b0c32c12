export function forms_7(x) {
  return x * 15;
}
