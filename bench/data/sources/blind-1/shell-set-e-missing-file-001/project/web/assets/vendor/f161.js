/* asset 161 */ export default 1;
/* asset 161 */ export default 1;
