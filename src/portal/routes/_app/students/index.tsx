import { rememberStudentList, studentListAddress, studentListSearch } from '@portal/lib/search';
import { RequirePermission } from '@portal/views/shell/require-permission';
import { StudentsPage } from '@portal/views/students/students-page';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';

// The list's search, filters and page are in the address (src/portal/lib/search.ts): the list
// writes each query it shows there, in place. An address the list did not write (the menu's
// Students link on a filtered list) starts the list again from it.
export const Route = createFileRoute('/_app/students/')({
  validateSearch: studentListSearch,
  component: function StudentsRoute() {
    const query = Route.useSearch();
    const navigate = useNavigate();
    const address = JSON.stringify(query);
    const written = useRef(address);
    const generation = useRef(0);
    if (address !== written.current) {
      written.current = address;
      generation.current += 1;
    }
    return (
      <RequirePermission permission="students.view">
        <StudentsPage
          key={generation.current}
          query={query}
          onQueryChange={(next) => {
            const search = studentListAddress(next);
            written.current = JSON.stringify(studentListSearch(search));
            rememberStudentList(search);
            void navigate({ to: '/students', search, replace: true });
          }}
        />
      </RequirePermission>
    );
  },
});
