/* asset 149 */ export default 1;
/* asset 149 */ export default 1;
/* asset 149 */ export default 1;
/* asset 149 */ export default 1;
/* asset 149 */ export default 1;
