/* asset 173 */ export default 1;
/* asset 173 */ export default 1;
/* asset 173 */ export default 1;
/* asset 173 */ export default 1;
