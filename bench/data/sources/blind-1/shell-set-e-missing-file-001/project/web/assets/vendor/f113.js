/* asset 113 */ export default 1;
/* asset 113 */ export default 1;
/* asset 113 */ export default 1;
/* asset 113 */ export default 1;
