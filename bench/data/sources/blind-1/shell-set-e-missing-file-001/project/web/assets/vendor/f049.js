/* asset 49 */ export default 1;
/* asset 49 */ export default 1;
/* asset 49 */ export default 1;
/* asset 49 */ export default 1;
/* asset 49 */ export default 1;
