/* asset 153 */ export default 1;
/* asset 153 */ export default 1;
/* asset 153 */ export default 1;
/* asset 153 */ export default 1;
