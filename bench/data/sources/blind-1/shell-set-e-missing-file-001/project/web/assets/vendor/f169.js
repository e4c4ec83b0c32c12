/* asset 169 */ export default 1;
/* asset 169 */ export default 1;
/* asset 169 */ export default 1;
/* asset 169 */ export default 1;
/* asset 169 */ export default 1;
