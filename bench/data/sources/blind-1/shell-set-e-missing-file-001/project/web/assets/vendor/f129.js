/* asset 129 */ export default 1;
/* asset 129 */ export default 1;
/* asset 129 */ export default 1;
/* asset 129 */ export default 1;
/* asset 129 */ export default 1;
