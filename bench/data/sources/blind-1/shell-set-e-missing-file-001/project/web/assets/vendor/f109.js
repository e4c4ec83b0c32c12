/* asset 109 */ export default 1;
/* asset 109 */ export default 1;
/* asset 109 */ export default 1;
/* asset 109 */ export default 1;
/* asset 109 */ export default 1;
