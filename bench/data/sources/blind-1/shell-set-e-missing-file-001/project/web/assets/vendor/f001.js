/* asset 1 */ export default 1;
/* asset 1 */ export default 1;
