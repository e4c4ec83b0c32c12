/* asset 157 */ export default 1;
/* asset 157 */ export default 1;
/* asset 157 */ export default 1;
