/* asset 69 */ export default 1;
/* asset 69 */ export default 1;
/* asset 69 */ export default 1;
/* asset 69 */ export default 1;
/* asset 69 */ export default 1;
