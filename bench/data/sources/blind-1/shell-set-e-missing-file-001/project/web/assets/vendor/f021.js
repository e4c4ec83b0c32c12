/* asset 21 */ export default 1;
/* asset 21 */ export default 1;
