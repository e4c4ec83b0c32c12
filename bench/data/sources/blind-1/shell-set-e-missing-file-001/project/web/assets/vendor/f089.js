/* asset 89 */ export default 1;
/* asset 89 */ export default 1;
/* asset 89 */ export default 1;
/* asset 89 */ export default 1;
/* asset 89 */ export default 1;
