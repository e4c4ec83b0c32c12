/* asset 141 */ export default 1;
/* asset 141 */ export default 1;
