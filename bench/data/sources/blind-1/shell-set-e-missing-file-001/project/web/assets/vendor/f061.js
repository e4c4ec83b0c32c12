/* asset 61 */ export default 1;
/* asset 61 */ export default 1;
