internal import ConstraintSolver

// The solver's names, spelled so that Foundation's and the layout API's types of the same names never
// shadow them.
typealias SolverExpression = ConstraintSolver.Expression
typealias SolverRelation = ConstraintSolver.Relation
typealias SolverConstraint = ConstraintSolver.Constraint
typealias SolverVariable = ConstraintSolver.Variable
typealias SolverTerm = ConstraintSolver.Term
