/* asset 117 */ export default 1;
/* asset 117 */ export default 1;
/* asset 117 */ export default 1;
