/* asset 121 */ export default 1;
/* asset 121 */ export default 1;
